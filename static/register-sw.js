// Offline play (static/sw.js), registered once the page is usable (the app's `glux-usable`, or 10 s
// after load): its download of the whole app never competes with the first screen (issue 40).
if ('serviceWorker' in navigator) {
  let registered = false;
  const register = () => {
    if (!registered) navigator.serviceWorker.register('sw.js');
    registered = true;
  };
  addEventListener('glux-usable', register, { once: true });
  addEventListener('load', () => setTimeout(register, 10_000));
}
