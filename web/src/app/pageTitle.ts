import { createContext, useContext } from 'react';

/**
 * The current page's title as the route table gives it at this address (编辑海运出口 on an add page
 * that edits, 查看客户 on a view page): the router provides it, pages head themselves with it, so
 * the heading, the breadcrumb and the document title say the same.
 */
export const PageTitleContext = createContext<string | undefined>(undefined);

/** The route's title, or `fallback` outside the router (a component test). */
export function usePageTitle(fallback: string): string {
  return useContext(PageTitleContext) ?? fallback;
}
