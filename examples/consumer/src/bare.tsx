import { Button } from 'react-aria-components/Button';
import { createRoot } from 'react-dom/client';

// What the Button-only page weighs against: react-aria-components' own button, unstyled.
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<Button>Save</Button>);
