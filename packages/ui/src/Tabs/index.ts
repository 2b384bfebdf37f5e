export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs.tsx';
export { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';
