// rest on the demo data for the bench: a PGlite copy of the prepared snapshot (or a fresh database
// cloned from the template when DATABASE_URL is set), the test captcha code on, logs off.
import { startTestRest } from '../../rest/src/testing/index.ts';
import { serveParent } from './usage.ts';

const rest = await startTestRest();
serveParent(rest.url, () => rest.close());
