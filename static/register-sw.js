// Offline play: the service worker keeps the app shell (static/sw.js).
if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js');
