// Offline play: the service worker keeps the app shell (static/sw.js). Registered once the page has
// loaded, so that its precaching never competes with the first load for a slow connection.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => navigator.serviceWorker.register('sw.js'));
}
