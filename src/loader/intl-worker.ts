/**
 * intl-warm.js, a worker the loader starts at once: the page's first Intl.NumberFormat and
 * Intl.DateTimeFormat load ICU's locale data, about 50 ms of a phone's main thread in one task.
 * ICU keeps that data per process and a dedicated worker runs in the page's process, so paying it
 * here, while the modules still download, leaves the main thread only the cheap part, as long as
 * the page's first Intl use comes later (shared's modules build no Intl object while evaluated).
 * The browser's language comes as the worker's name: the loader starts it before it reads the
 * language cookie, and ICU's first load is the same whichever the language.
 * ES5 syntax on purpose (see browser-support.ts).
 */
try {
  new Intl.NumberFormat(self.name).format(1);
  new Intl.DateTimeFormat(self.name).format(0);
} catch (_error) {
  // An engine without Intl has nothing to warm up.
}
self.close();
