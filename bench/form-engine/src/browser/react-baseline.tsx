import { createRoot } from 'react-dom/client';
import { rootElement } from './page.ts';

// React and react-dom alone: subtracted from each engine's bundle to get the engine's own bytes.
createRoot(rootElement()).render(<p>React</p>);
