import * as TanStackRouter from '@tanstack/react-router';
import { createRoutedApp } from '@publisher-platform/shared';
import { ownsPath, reportsRouteTree } from './routes';

export const ReportsApp = createRoutedApp(TanStackRouter, reportsRouteTree, { owns: ownsPath });
