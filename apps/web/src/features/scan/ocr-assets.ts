/**
 * Where the text-recognition files live on our own origin (issue 7: nothing is sent to a third
 * party). vite.config.ts copies them there from node_modules at build time; the versioned folder
 * lets a new tesseract.js release sit beside the old one.
 */

/** The folder under the site root, without slashes at either end. */
export const OCR_ASSET_DIR = 'ocr/tesseract-7';

/** Each file as it is served (relative to OCR_ASSET_DIR) and the package file it comes from. */
export const OCR_ASSET_FILES: readonly { served: string; from: string }[] = [
  { served: 'worker.min.js', from: 'tesseract.js/dist/worker.min.js' },
  // LSTM-only builds (the engine mode we use); the worker picks one by the device's SIMD support.
  ...['', 'simd-', 'relaxedsimd-'].map((variant) => ({
    served: `core/tesseract-core-${variant}lstm.wasm.js`,
    from: `tesseract.js-core/tesseract-core-${variant}lstm.wasm.js`,
  })),
  // The "best_int" English model: LSTM only, 2.9 MB gzipped.
  {
    served: 'lang/eng.traineddata.gz',
    from: '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
  },
];
