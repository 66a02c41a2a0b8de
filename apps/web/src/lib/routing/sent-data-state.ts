/**
 * Route state the sent-item screens require, else they redirect to /login (spec part 2 §2). Here, not
 * in messaging, because a link from another feature (issue 32's timeline) carries it too.
 */
export const sentDataState = { sentData: true } as const;
