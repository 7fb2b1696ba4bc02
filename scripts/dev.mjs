// Development: the API with reload on :3000 and Vite with HMR (proxying /api and /images to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@storefront/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@storefront/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
