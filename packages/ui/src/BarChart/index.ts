export type { BarChartDatum, BarChartProps } from './BarChart.tsx';
export { BarChart } from './BarChart.tsx';
