import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx';
import type { FieldChromeProps } from '../FieldChrome/FieldChrome.tsx';
import { splitFieldChromeProps } from '../FieldChrome/splitFieldChromeProps.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import { useControlledValue } from '../hooks/useControlledValue.ts';
import type { ChoiceOption } from '../SearchableOptions/searchThreshold.ts';
import * as styles from './PositionAssignmentsField.css.ts';

/** The people assigned to each position, by position id. */
export type PositionAssignments = Readonly<Record<string, readonly string[]>>;

/** A position people can be assigned to. */
export interface AssignablePosition {
  id: string;
  name: string;
}

export interface PositionAssignmentsFieldProps extends FieldChromeProps {
  /** The positions, in order. */
  positions: readonly AssignablePosition[];
  /** The people who can be assigned: `value` is the person's id. */
  people: readonly ChoiceOption[];
  /** The assignments (controlled). */
  value?: PositionAssignments;
  /**
   * The first assignments (uncontrolled), e.g. the form's default assignees.
   * @default {}
   */
  defaultValue?: PositionAssignments;
  /** Called with all positions' assignees after a change. */
  onChange?: (value: PositionAssignments) => void;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
}

/**
 * Who fills each position (the PositionAssignments field type): one list of people per position,
 * with a search box once there are 14 people or more.
 */
export function PositionAssignmentsField(props: PositionAssignmentsFieldProps) {
  const [
    chrome,
    { positions, people, value: valueProp, defaultValue = {}, onChange, isDisabled, isReadOnly },
  ] = splitFieldChromeProps(props);
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  return (
    <FieldGroup {...chrome}>
      <div className={styles.positions}>
        {positions.map((position) => (
          <div key={position.id} className={styles.position}>
            <CheckboxGroup
              label={position.name}
              options={people}
              value={[...(value[position.id] ?? [])]}
              onChange={(ids) => setValue({ ...value, [position.id]: ids })}
              isDisabled={isDisabled}
              isReadOnly={isReadOnly}
            />
          </div>
        ))}
      </div>
    </FieldGroup>
  );
}
