/** The archive given to restore is no usable backup (missing, truncated, damaged, or not one of ours). */
export class BackupArchiveError extends Error {}
