import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/** The route table the router was built from; the menu reads its handles. */
export const RouteTableContext = createContext<readonly RouteObject[]>([]);

export function useRouteTable(): readonly RouteObject[] {
  return useContext(RouteTableContext);
}
