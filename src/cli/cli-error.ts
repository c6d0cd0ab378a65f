/**
 * Input the command cannot use (an archive, folder or database URL it was given): the message is printed
 * and the exit code is 2, as for any bad input.
 */
export class InputError extends Error {}

/** Bad input on the command line itself: the message and the command's usage are printed, and the exit code is 2. */
export class UsageError extends InputError {}
