import { Slider as RadixSlider } from 'radix-ui';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** What a screen reader announces for the current value. */
  valueText?: (value: number) => string;
  disabled?: boolean;
}

/** A touch screen gets a taller track and a bigger thumb, so a finger can grab it. */
export function Slider({ label, value, min, max, step, onChange, valueText, disabled }: SliderProps) {
  return (
    <RadixSlider.Root
      className="relative flex h-6 w-full touch-none select-none items-center pointer-coarse:h-10"
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled ?? false}
      onValueChange={([next]) => next !== undefined && onChange(next)}
    >
      <RadixSlider.Track className="relative h-2 grow rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full rounded-full bg-brand-600" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        {...(valueText ? { 'aria-valuetext': valueText(value) } : {})}
        className="block size-5 rounded-full border-2 border-brand-600 bg-white shadow focus:outline-none focus:ring-4 focus:ring-brand-200 pointer-coarse:size-7"
      />
    </RadixSlider.Root>
  );
}
