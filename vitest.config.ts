import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,api,model}/**/*.test.{ts,tsx}'],
    // API tests start real servers and databases; give slow engines room without hiding hangs.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
