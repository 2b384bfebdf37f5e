import { GraduationCap, LayoutDashboard } from 'lucide-react';
import { routeTarget } from '../routes/routePath.ts';
import type { NavEntry } from './nav-entry.ts';

/** The Education sidebar; the Education tab decides who gets there. */
export const educationSidebar = (): NavEntry[] => [
  {
    id: 'dashboard',
    label: { key: 'nav.education.dashboard' },
    icon: LayoutDashboard,
    to: routeTarget('EducationDashboard'),
  },
  {
    id: 'educationPlans',
    label: { key: 'nav.education.plans' },
    icon: GraduationCap,
    to: routeTarget('EducationPlansIndex'),
  },
];
