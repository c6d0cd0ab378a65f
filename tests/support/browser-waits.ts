// vitest's setup file. In the files that run in jsdom, Testing Library's findBy… and waitFor give up after
// 1 s by default: a lazily loaded dialog or a drawn captcha picture can take longer than that on a busy
// machine, and the test then fails though nothing is wrong. They wait on a condition, so a longer bound
// costs nothing when the condition comes; it only delays a real failure's report.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
