/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { AUTH_START_UP_WAIT_MS, AUTH_STARTED, fetchWithin, isAuthStartUpRequest, StartingPages } from './auth-start-up';
import { readSignedInPerson } from './device-person';
import { SHELL_DENYLIST } from './navigation-fallback';
import { notificationClickUrl } from './notification-click';
import { messageForDevice } from './push-message';

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

// Any in-app navigation is answered with the cached shell; Firebase's reserved paths and the
// calendar feeds are not (sw/navigation-fallback.ts).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SHELL_DENYLIST }));

// A push is shown only to the person signed in on this device (docs/notifications.md "On the device").
self.addEventListener('push', (event) => {
  event.waitUntil(
    readSignedInPerson().then((signedIn) => {
      const message = messageForDevice(event.data?.text(), signedIn);
      if (!message) return;
      return self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        actions: message.actions,
      } as NotificationOptions);
    }),
  );
});

// A click opens its link, or focuses a tab already showing it (sw/notification-click.ts decides the link).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationClickUrl(event.notification.data?.url, event.action, self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// The first install takes control at once, so the first visit already works offline.
// Later versions wait until the user chooses Reload (a forced reload could lose a half-filled form).
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === AUTH_STARTED && event.source instanceof Client) startingPages.started(event.source.id);
});
