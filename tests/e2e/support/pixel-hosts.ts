import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A beacon one of the pixel stand-ins received: which platform, pixel, event and event id. */
export type Beacon = {
  platform: 'meta' | 'google' | 'snap' | 'tiktok';
  pixel: string;
  event: string;
  eventId: string;
};

// Stand-ins for the four pixels' script hosts, on 127.0.0.1. Each script takes over the global its
// official snippet set up, as the real one does (Meta's fbevents.js: `fbq.callMethod` and the
// queue; gtag.js: the `dataLayer` of `arguments`; Snap's scevent.min.js: `snaptr.handleRequest`
// and its queue; TikTok's events.js: the `ttq` array of [method, ...args] and its methods), and
// reports each event to its host the way the platforms do: an image request with the pixel id,
// the event name and the event id (Meta `/tr?id&ev&eid`, GA4 `/g/collect?tid&en&ep.event_id`,
// Snap `/p?pid&ev&client_dedup_id`, TikTok `/api/v2/pixel?sdkid&event&event_id`).
const SCRIPTS: Record<string, string> = {
  '/meta/fbevents.js': `(function(){var f=window.fbq,id='';function beacon(ev,eid){new Image().src=ORIGIN+'/tr?id='+encodeURIComponent(id)+'&ev='+encodeURIComponent(ev)+'&eid='+encodeURIComponent(eid||'');}
function handle(){var a=arguments;if(a[0]==='init')id=a[1];else if(a[0]==='track')beacon(a[1],a[3]&&a[3].eventID);}
f.callMethod=handle;var q=f.queue||[];f.queue=[];for(var i=0;i<q.length;i++)handle.apply(null,q[i]);})();`,
  '/google/gtag.js': `(function(){var dl=window.dataLayer=window.dataLayer||[],id='';function handle(a){if(a[0]==='config')id=a[1];else if(a[0]==='event')new Image().src=ORIGIN+'/g/collect?tid='+encodeURIComponent(id)+'&en='+encodeURIComponent(a[1])+'&ep.event_id='+encodeURIComponent((a[2]&&a[2].event_id)||'');}
for(var i=0;i<dl.length;i++)handle(dl[i]);dl.push=function(a){handle(a);return 0;};})();`,
  '/snap/scevent.min.js': `(function(){var s=window.snaptr,id='';function handle(){var a=arguments;if(a[0]==='init')id=a[1];else if(a[0]==='track')new Image().src=ORIGIN+'/p?pid='+encodeURIComponent(id)+'&ev='+encodeURIComponent(a[1])+'&client_dedup_id='+encodeURIComponent((a[2]&&a[2].client_dedup_id)||'');}
s.handleRequest=handle;var q=s.queue||[];s.queue=[];for(var i=0;i<q.length;i++)handle.apply(null,q[i]);})();`,
  '/tiktok/events.js': `(function(){var t=window.ttq,id=new URL(document.currentScript.src).searchParams.get('sdkid')||new URL(document.currentScript.src).searchParams.get('id');
function beacon(ev,eid){new Image().src=ORIGIN+'/api/v2/pixel?sdkid='+encodeURIComponent(id)+'&event='+encodeURIComponent(ev)+'&event_id='+encodeURIComponent(eid||'');}
function page(){beacon('Pageview','');}function track(ev,data,opts){beacon(ev,opts&&opts.event_id);}
var q=t.splice(0,t.length);t.page=page;t.track=track;for(var i=0;i<q.length;i++){var c=q[i];if(c[0]==='page')page();else if(c[0]==='track')track(c[1],c[2],c[3]);}})();`,
};

export async function startPixelHosts() {
  const beacons: Beacon[] = [];
  const scriptsServed: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const script = SCRIPTS[url.pathname];
    if (script) {
      scriptsServed.push(url.pathname);
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(script.replaceAll('ORIGIN', JSON.stringify(origin)));
      return;
    }
    const q = url.searchParams;
    const beacon: Beacon | null =
      url.pathname === '/tr'
        ? {
            platform: 'meta',
            pixel: q.get('id') ?? '',
            event: q.get('ev') ?? '',
            eventId: q.get('eid') ?? '',
          }
        : url.pathname === '/g/collect'
          ? {
              platform: 'google',
              pixel: q.get('tid') ?? '',
              event: q.get('en') ?? '',
              eventId: q.get('ep.event_id') ?? '',
            }
          : url.pathname === '/p'
            ? {
                platform: 'snap',
                pixel: q.get('pid') ?? '',
                event: q.get('ev') ?? '',
                eventId: q.get('client_dedup_id') ?? '',
              }
            : url.pathname === '/api/v2/pixel'
              ? {
                  platform: 'tiktok',
                  pixel: q.get('sdkid') ?? '',
                  event: q.get('event') ?? '',
                  eventId: q.get('event_id') ?? '',
                }
              : null;
    if (beacon) beacons.push(beacon);
    // A 1×1 GIF, as the platforms answer.
    res.writeHead(beacon ? 200 : 404, { 'content-type': 'image/gif' });
    res.end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    beacons,
    scriptsServed,
    env: {
      PIXEL_SCRIPT_META: `${origin}/meta/fbevents.js`,
      PIXEL_SCRIPT_GOOGLE: `${origin}/google/gtag.js`,
      PIXEL_SCRIPT_SNAP: `${origin}/snap/scevent.min.js`,
      PIXEL_SCRIPT_TIKTOK: `${origin}/tiktok/events.js`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
