import { DEFAULT_CONFIG, type HostConfig } from './host-config';

export * from './host-config';

let current: HostConfig = DEFAULT_CONFIG;

export function setConfig(config: HostConfig): void {
  current = config;
}

export function getConfig(): HostConfig {
  return current;
}
