/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { forwardRef } from 'react';
import { FormField } from '../../forms';
import { DialingCodeSelect } from './dialing-code-select';

type FormFieldProps = React.ComponentProps<typeof FormField>;

interface MobileNumberFieldProps
  extends Omit<FormFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'before'> {
  dialingCode: string;
  onDialingCode(code: string): void;
}

/** A national mobile number (digits, at most 15) with its country's dialling code picked in front. */
export const MobileNumberField = forwardRef<HTMLInputElement, MobileNumberFieldProps>(
  function MobileNumberField({ dialingCode, onDialingCode, ...field }, ref) {
    return (
      <FormField
        ref={ref}
        {...field}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        before={<DialingCodeSelect value={dialingCode} onChange={onDialingCode} />}
      />
    );
  },
);
