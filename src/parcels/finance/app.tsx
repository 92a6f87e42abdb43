import * as TanStackRouter from '@tanstack/react-router';
import { createRoutedApp } from '@publisher-platform/shared';
import { financeRouteTree, ownsPath } from './routes';

export const FinanceApp = createRoutedApp(TanStackRouter, financeRouteTree, { owns: ownsPath });
