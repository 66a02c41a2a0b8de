/**
 * The web test files that run with a module graph of their own (project web-isolated in vitest.config.ts);
 * every other web test file shares one graph and one jsdom per worker (isolate: false), which saves
 * importing React, the router and the contract afresh for each file (the web suite's CPU time went from
 * about 290 to about 120 seconds).
 *
 * A file belongs here when it swaps or changes what other files would import or read
 * (scripts/lib/leaky-test-calls.mjs): a module mock, a stubbed global, fake timers or a faked time, or a
 * change to process.env. src/test/test-isolation.test.ts fails when such a file is missing from this
 * list, or when an entry no longer needs to be here. Paths are relative to apps/web.
 */
export const isolatedWebTestFiles = [
  // vi.mock: the API client, the device's draft store, the service worker, workbox-window, the route
  // guards, the screen registry, react-router or signature_pad.
  'src/api/sign-out.test.ts',
  'src/app/layout/update-banner.test.tsx',
  'src/app/redirect-limit.test.tsx',
  'src/app/screen-preload.test.tsx',
  'src/features/authority-form/components/authority-form-page.test.tsx',
  'src/features/contact-us/components/contact-us-offline.test.tsx',
  'src/lib/service-worker.test.ts',
  // vi.stubGlobal: fetch or devicePixelRatio.
  'src/components/ui/form-primitives.test.tsx',
  'src/features/messaging/components/messaging-primitives.test.tsx',
  'src/features/messaging/inbox/components/inbox-focus-and-counts.test.tsx',
  'src/features/messaging/sent-items/components/sent-items-selection.test.tsx',
  'src/features/registration/components/registration.test.tsx',
  'src/features/sign-in/api/sign-in.test.ts',
  'src/features/sign-in/components/sign-in.test.tsx',
  'src/lib/api-client.test.ts',
  'src/lib/envelope.test.ts',
  // vi.useFakeTimers or vi.setSystemTime.
  'src/components/ui/loading-overlay.test.tsx',
  'src/features/contact-us/components/contact-us-page.test.tsx',
  'src/features/forms/components/forms-hub-page.test.tsx',
  'src/features/session-timeout/components/session-timeout-warning.test.tsx',
  'src/lib/download-file.test.ts',
  'src/lib/drafts/draft-session-offline.test.ts',
  'src/lib/drafts/draft-session.test.ts',
  'src/lib/loading.test.ts',
  'src/lib/service-worker-updates.test.ts',
];
