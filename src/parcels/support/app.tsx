import * as TanStackRouter from '@tanstack/react-router';
import { createRoutedApp } from '@publisher-platform/shared';
import { ownsPath, supportRouteTree } from './routes';

export const SupportApp = createRoutedApp(TanStackRouter, supportRouteTree, { owns: ownsPath });
