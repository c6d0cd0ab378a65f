import { readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The server under `npm start` is a descendant of the process started (npm runs the script's shell, which
 * execs node), and the one without children once the build step has exited.
 */
export function serverPid(startedPid: number): number {
  const children = childrenOf(startedPid);
  return children.length === 0 ? startedPid : serverPid(children[children.length - 1]!);
}

export interface ResidentMemory {
  rssMb: number;
  peakMb: number;
  /** of rssMb: the process's own memory (JavaScript heaps, SQLite's caches, malloc), and mapped files (code) */
  anonymousMb: number;
  filesMb: number;
}

/** Resident memory now and at its peak (VmRSS, VmHWM, RssAnon and RssFile of /proc/<pid>/status), in MB. */
export function residentMemory(pid: number): ResidentMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return {
    rssMb: megabytes('VmRSS'),
    peakMb: megabytes('VmHWM'),
    anonymousMb: megabytes('RssAnon'),
    filesMb: megabytes('RssFile'),
  };
}
