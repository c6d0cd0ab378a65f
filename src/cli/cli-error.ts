/** Bad input on the command line: the message and the command's usage are printed, and the exit code is 2. */
export class UsageError extends Error {}
