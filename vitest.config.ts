import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BACKEND__: JSON.stringify('local') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
