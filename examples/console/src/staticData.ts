import type { PageDef } from './modules';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The module page a route renders (title, navigation, breadcrumb parent). */
    page?: PageDef;
  }
}
