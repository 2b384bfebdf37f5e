import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { WorldMap, type WorldMapPoint } from './WorldMap.tsx';

const nairobi = { latitude: -1.2921, longitude: 36.8219 };

const meta = {
  title: 'Components/Data/WorldMap',
  component: WorldMap,
  tags: ['autodocs'],
  args: { label: 'Map of Nairobi, Kenya: latitude -1.2921, longitude 36.8219', point: nairobi },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof WorldMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A place's point on the world's land, named in words for assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const map = canvas.getByRole('img', { name: /Nairobi, Kenya/ });
    await expect(map.querySelector('circle')).not.toBeNull();
  },
};

/** No point yet: the land alone. */
export const NoPoint: Story = {
  args: { point: null, label: 'World map, no point chosen yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').querySelector('circle')).toBeNull();
  },
};

function Picker({ onPick }: { onPick: (point: WorldMapPoint) => void }) {
  const [point, setPoint] = useState<WorldMapPoint | null>(null);
  return (
    <WorldMap
      label="World map: click to choose a point"
      point={point}
      onPick={(picked) => {
        setPoint(picked);
        onPick(picked);
      }}
    />
  );
}

/** A click picks the point under it: the middle of the map is latitude 0, longitude 0. */
export const Pickable: Story = {
  args: { onPick: fn() },
  render: (args) => <Picker onPick={args.onPick ?? (() => {})} />,
  play: async ({ args, canvas }) => {
    const map = canvas.getByRole('img');
    const box = map.getBoundingClientRect();
    await fireEvent.click(map, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
    const [[picked]] = (args.onPick as ReturnType<typeof fn>).mock.calls as [[WorldMapPoint]];
    await expect(Math.abs(picked.latitude)).toBeLessThan(0.5);
    await expect(Math.abs(picked.longitude)).toBeLessThan(0.5);
    await expect(map.querySelector('circle')).not.toBeNull();
  },
};
