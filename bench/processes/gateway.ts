// The gateway for the bench, in its own process so its CPU time and memory are its own.
// REST_BASE_URL names the rest child; NODE_ENV and the GATEWAY_* lever switches come from the parent.
import { createGateway } from '../../gateway/src/server.ts';
import { serveParent } from './usage.ts';

// Silent, as the bench's rest is: the figures compare the two parts' own work.
const gateway = createGateway({ logLevel: 'silent' });
const url = await gateway.start(0);
serveParent(url, () => gateway.stop());
