// The review's thread (review.html): loads the bots' wasm module (bots/, built from src/modules/bots.rs)
// and reviews one game with Expert, posting its progress before each move and the review at the end.
// The page cancels a review by ending this worker.
self.onmessage = async (event) => {
  const { text, link } = event.data;
  try {
    const m = await import('./bots/bots.js');
    await m.default();
    const answer = m.review_game(String(text), Boolean(link), (done, total) => self.postMessage({ progress: [done, total] }));
    self.postMessage({ answer });
  } catch (problem) {
    // The page says why in its language (src/ui/review/worker.rs, NO_START); the browser's own
    // words go to the console.
    console.error('the review could not start:', problem);
    self.postMessage({ answer: JSON.stringify({ problem: 'no-start' }) });
  }
};
