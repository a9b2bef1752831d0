// Whole live games between devices (tests/e2e/live-play.mjs): GLAK for 2 and 3 players, Glüx for
// 3 (the 2-player Glüx game, which also measures, is in live.test.mjs).
import { after } from 'node:test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withBrowser, SCREENSHOTS } from './harness.mjs';
import { LIVE_ARGS, liveGames } from './live-play.mjs';

const env = withBrowser({ args: LIVE_ARGS });
const figures = {};
after(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, 'live-games.json'), JSON.stringify(figures, null, 2));
  console.log('live games:', JSON.stringify(figures));
});

liveGames(env, figures, [['glak', 2], ['glux', 3], ['glak', 3]]);
