// What `npm run bench` measures. Later journeys add their pages here.
export const benchConfig = {
  /** SSR throughput: autocannon, 20 connections, 10 s each, against the bare baseline. */
  ssr: {
    connections: 20,
    durationSeconds: 10,
    baseline: { name: 'baseline (/healthz)', path: '/healthz' },
    pages: [
      { name: 'home', path: '/' },
      { name: 'display settings', path: '/parametres-affichage' },
    ],
  },
  /** Lighthouse mobile (default form factor and throttling), median of `runs`. */
  lighthouse: {
    runs: 3,
    pages: [{ name: 'home', path: '/' }],
  },
};
