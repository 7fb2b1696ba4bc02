import { ping } from './ping';

export const pong = (n: number): string => (n <= 0 ? 'pong' : ping(n - 1));
