import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * What a figure includes, shown beside it (不含已取消订单, 我的订单，含已取消订单): two screens that
 * show a quantity under one name say how each counts it.
 */
export function FigureScope({ children }: { children: ReactNode }) {
  return (
    <Badge
      variant="subtle"
      colorPalette="gray"
      size="sm"
      ml="2"
      fontWeight="normal"
      verticalAlign="middle"
      data-figure-scope=""
    >
      {children}
    </Badge>
  );
}
