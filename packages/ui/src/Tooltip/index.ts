export type { InfoTipProps } from './InfoTip.tsx';
export { InfoTip } from './InfoTip.tsx';
export type { TooltipProps } from './Tooltip.tsx';
export { Tooltip, tooltipHideDelayMs } from './Tooltip.tsx';
