import { Popover } from '@mobilise/ui/Popover';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { genericErrorModalRequests } from '../../../shell/generic-error-requests.ts';
import * as styles from './PersonPopUp.css.ts';
import { PersonPopUpContent } from './PersonPopUpContent.tsx';

export interface PersonNameProps {
  /** The person profile's id. */
  personId: number;
  /** The name as the page shows it. */
  name: string;
}

/**
 * A person's name that opens the person pop-up on press, Enter or Space; the pop-up loads
 * only when opened. A profile that cannot be loaded closes it and opens the generic error modal.
 */
export function PersonName({ personId, name }: PersonNameProps) {
  const [isOpen, setOpen] = useState(false);
  const profileFailed = () => {
    setOpen(false);
    genericErrorModalRequests.request();
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={styles.trigger}>{name}</Button>
      <Popover placement="bottom start">
        <Dialog aria-label={name}>
          <PersonPopUpContent personId={personId} onProfileFailed={profileFailed} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
