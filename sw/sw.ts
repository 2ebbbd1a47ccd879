/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { AUTH_START_UP_WAIT_MS, AUTH_STARTED, fetchWithin, isAuthStartUpRequest, StartingPages } from './auth-start-up';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Firebase Auth's start-up requests wait at most AUTH_START_UP_WAIT_MS (sw/auth-start-up.ts says why).
// This listener only notes navigations (Workbox's route still answers them) and answers Auth's
// requests, which no Workbox route matches: the two never answer the same request.
const startingPages = new StartingPages();
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate' && event.resultingClientId) {
    startingPages.navigated(event.resultingClientId, Date.now());
  } else if (
    isAuthStartUpRequest(request.method, request.url) &&
    startingPages.isStarting(event.clientId, Date.now())
  ) {
    event.respondWith(fetchWithin(request, AUTH_START_UP_WAIT_MS));
  }
});

// The app shell and every lazy route chunk, so every screen opens with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app navigation is answered with the cached shell; Firebase's reserved paths are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/__\//] }));

// The first install takes control at once, so the first visit already works offline.
// Later versions wait until the user chooses Reload (a forced reload could lose a half-filled form).
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === AUTH_STARTED && event.source instanceof Client) startingPages.started(event.source.id);
});
