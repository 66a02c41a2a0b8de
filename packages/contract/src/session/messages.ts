/**
 * The sign-in screen (spec part 1 §2, §4, §5); the registration, retrieval and access-code texts live in
 * their own domains.
 * Placeholders: {url} the portal's address.
 */
export const signInMessages = {
  username: 'Username',
  usernamePlaceholder: 'e.g. name@example.com', // ours
  password: 'Password',
  rememberMe: 'Remember me', // ours
  submit: 'Sign in',
  register: 'Register',
  forgotUsername: 'Forgot username',
  forgotPassword: 'Forgot password',
  selfAssessment: 'Complete your self-assessment',
  /** The sign-in page's wrong-address notice (part 1 §2); {url} is the server's PUBLIC_URL, shown as a link. */
  wrongAddress: 'You are using an old address for the portal. Please use {url} from now on.', // ours
} as const;

export const goToSignIn = 'Go to Sign In screen';
