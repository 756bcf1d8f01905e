export { buildApp, type AppDeps } from './app.ts';
export { loadConfig, type Config } from './config.ts';
