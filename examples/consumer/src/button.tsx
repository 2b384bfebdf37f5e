import { defaultTheme } from '@mobilise/tokens/themes/default';
import { Button } from '@mobilise/ui/Button';
import { createRoot } from 'react-dom/client';

// A page with one Button and no text from the library: the theme class alone, no provider (no i18n).
document.documentElement.classList.add(defaultTheme);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<Button variant="primary">Save</Button>);
