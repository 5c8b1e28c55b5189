// Container health check (Dockerfile HEALTHCHECK): every part this process runs answers /healthz.
// Plain JavaScript so it starts fast without tsx; exits 0 when healthy, 1 otherwise.
const parts = (process.env.KEEL_PARTS ?? 'idp,bff,platform').split(',').map((p) => p.trim());
const ports = new Set();
if (parts.includes('platform')) ports.add(process.env.PLATFORM_PORT ?? '3001');
if (parts.includes('bff') || parts.includes('idp')) ports.add(process.env.PORT ?? '3000');

const check = async (port) => {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  if (!res.ok) throw new Error(`port ${port} answered ${res.status}`);
};

Promise.all([...ports].map(check)).then(
  () => process.exit(0),
  (err) => {
    console.error(`unhealthy: ${err.message}`);
    process.exit(1);
  },
);
