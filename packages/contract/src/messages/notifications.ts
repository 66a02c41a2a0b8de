/**
 * Texts the portal sends by e-mail or SMS (read outside the portal, so they name the provider and its
 * phone line). All ours: the spec says only that codes and usernames are sent (part 1 §2, §4).
 */
export const notificationMessages = {
  accessCodeSubject: 'Your {provider} access code', // ours
  accessCodeBody:
    'Your {provider} access code is {code}. It expires in {minutes} minutes. ' +
    'If you did not ask for it, call {provider} on {phone}.', // ours
  usernameSubject: 'Your {provider} portal username', // ours
  usernameBody:
    'Your {provider} portal username is {username}. If you did not ask for it, please call {provider} on {phone}.', // ours
} as const;
