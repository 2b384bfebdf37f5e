export { type HistoryRecord, RecordHistory } from './RecordHistory.tsx';
