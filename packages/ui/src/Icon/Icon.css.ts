import { vars } from '@mobilise/tokens/contract';
import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-block',
    verticalAlign: 'middle',
    color: 'currentColor',
  },
  variants: {
    // Sized a little over the text it sits beside, as lucide's strokes are drawn for a 24 px box.
    size: {
      sm: { width: vars.font.size.md, height: vars.font.size.md },
      md: { width: vars.font.size.lg, height: vars.font.size.lg },
      lg: { width: vars.font.size.xl, height: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});
