// Imported first by main.tsx: the page's API reads start before the router and its route modules load.
import { startEarlyRequest } from '@/lib/early-requests';
import { seemsSignedIn } from '@/lib/signed-in-hint';
import { bootRequests } from './boot-requests';

for (const url of bootRequests(window.location.pathname, seemsSignedIn())) startEarlyRequest(url);
