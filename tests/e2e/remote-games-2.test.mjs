// Whole 2-player games of Glüx and GLAK between 2 devices, turn by turn by link
// (tests/e2e/remote-games.mjs; a file per player count, so that they run side by side).
import { withBrowser } from './harness.mjs';
import { wholeGamesBetweenDevices } from './remote-games.mjs';

wholeGamesBetweenDevices(withBrowser(), [['glux', 2], ['glak', 2]]);
