// Exceptions the demo clients throw: realistic types, messages with variable
// parts ({n}, {hex}, {id}) and stacks per platform. Each has several call
// sites (the frames differ), so each is several groups.

export type Platform = 'web' | 'android' | 'ios';

export interface ExceptionTemplate {
  platform: Platform;
  type: string;
  message: string;
  /** call sites: the stack's frames for each (joined with newlines) */
  sites: readonly (readonly string[])[];
}

export const PLATFORM_OS: Record<Platform, readonly string[]> = {
  web: ['Windows 11 / Chrome 131', 'macOS 15 / Safari 18.1', 'Windows 10 / Edge 130'],
  android: ['Android 13', 'Android 14', 'Android 15'],
  ios: ['iOS 17.6', 'iOS 18.1', 'iPadOS 18.1'],
};

export const PLATFORM_DEVICES: Record<Platform, readonly string[]> = {
  web: ['Desktop', 'Laptop'],
  android: ['Xiaomi 14', 'HUAWEI Mate 60', 'OPPO Find X7', 'Samsung Galaxy S24', 'vivo X100'],
  ios: ['iPhone 15 Pro', 'iPhone 13', 'iPad Air (M2)', 'iPhone 16'],
};

export const APP_VERSIONS = ['3.4.2', '3.5.0', '3.5.1', '3.6.0', '3.6.1'] as const;

const js = (fn: string, file: string) => `    at ${fn} (https://app.mdr.example/assets/${file}-{id}.js:1:{n})`;
const kt = (fn: string, file: string) => `\tat com.mdr.app.${fn}(${file}:{n})`;
const sw = (i: number, fn: string) => `${i}   MdrApp   0x{hex} ${fn} + {n}`;

export const TEMPLATES: readonly ExceptionTemplate[] = [
  { platform: 'web', type: 'TypeError', message: "Cannot read properties of undefined (reading 'talents')", sites: [
    [js('TalentTree.render', 'talents'), js('renderWithHooks', 'vendor'), js('updateFunctionComponent', 'vendor')],
    [js('BuildCard.summary', 'builds'), js('Array.map', 'vendor'), js('BuildList', 'builds')],
    [js('exportTalentString', 'talents'), js('onCopyClick', 'builds'), js('HTMLUnknownElement.callCallback', 'vendor')],
  ] },
  { platform: 'web', type: 'ChunkLoadError', message: 'Loading chunk {n} failed. (error: https://app.mdr.example/assets/chunk-{id}.js)', sites: [
    [js('__webpack_require__.f.j', 'runtime'), js('lazyInitializer', 'vendor'), js('mountLazyComponent', 'vendor')],
    [js('loadGuideEditor', 'guide'), js('GuidePage', 'guide'), js('renderWithHooks', 'vendor')],
  ] },
  { platform: 'web', type: 'SyntaxError', message: 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON', sites: [
    [js('JSON.parse', 'vendor'), js('fetchTooltip', 'tooltip'), js('async Promise.all', 'vendor')],
    [js('JSON.parse', 'vendor'), js('loadLiveRooms', 'live'), js('useLiveRooms', 'live')],
  ] },
  { platform: 'web', type: 'RangeError', message: 'Maximum call stack size exceeded', sites: [
    [js('walkCategoryTree', 'guide'), js('walkCategoryTree', 'guide'), js('walkCategoryTree', 'guide')],
  ] },
  { platform: 'web', type: 'NetworkError', message: 'Request to /v3/accelerate/tooltip failed with status {n} after {n} ms', sites: [
    [js('request', 'api'), js('tooltipBatch', 'tooltip'), js('ItemIcon.load', 'tooltip')],
    [js('request', 'api'), js('postComment', 'comments'), js('CommentBox.submit', 'comments')],
  ] },
  { platform: 'android', type: 'java.lang.NullPointerException', message: "Attempt to invoke virtual method 'long com.mdr.app.guide.Article.getId()' on a null object reference", sites: [
    [kt('guide.ArticleAdapter.onBindViewHolder', 'ArticleAdapter.kt'), kt('ui.RecyclerAdapter.bind', 'RecyclerAdapter.kt'), '\tat androidx.recyclerview.widget.RecyclerView$Adapter.onBindViewHolder(RecyclerView.java:{n})'],
    [kt('guide.ArticleActivity.share', 'ArticleActivity.kt'), kt('guide.ArticleActivity.onOptionsItemSelected', 'ArticleActivity.kt'), '\tat android.app.Activity.onMenuItemSelected(Activity.java:{n})'],
  ] },
  { platform: 'android', type: 'java.lang.OutOfMemoryError', message: 'Failed to allocate a {n} byte allocation with {n} free bytes and {n}MB until OOM', sites: [
    [kt('image.CoverLoader.decode', 'CoverLoader.kt'), kt('image.CoverLoader.load', 'CoverLoader.kt'), '\tat android.graphics.BitmapFactory.decodeStream(BitmapFactory.java:{n})'],
    [kt('live.PlayerView.allocateFrames', 'PlayerView.kt'), kt('live.PlayerView.start', 'PlayerView.kt'), kt('live.LiveRoomActivity.onResume', 'LiveRoomActivity.kt')],
  ] },
  { platform: 'android', type: 'java.lang.IllegalStateException', message: 'Fragment BuildDetailFragment{{id}} not attached to a context.', sites: [
    [kt('build.BuildDetailFragment.requireContext', 'BuildDetailFragment.kt'), kt('build.BuildDetailFragment.onGearLoaded', 'BuildDetailFragment.kt'), kt('build.GearRepository$load$1.invokeSuspend', 'GearRepository.kt')],
    [kt('pay.PowerStationFragment.showResult', 'PowerStationFragment.kt'), kt('pay.PayCallback.onSuccess', 'PayCallback.kt'), '\tat com.alipay.sdk.app.PayTask$2.run(PayTask.java:{n})'],
  ] },
  { platform: 'android', type: 'android.database.sqlite.SQLiteFullException', message: 'database or disk is full (code {n} SQLITE_FULL)', sites: [
    [kt('cache.TooltipCache.put', 'TooltipCache.kt'), kt('cache.TooltipCache.putAll', 'TooltipCache.kt'), '\tat android.database.sqlite.SQLiteDatabase.insert(SQLiteDatabase.java:{n})'],
  ] },
  { platform: 'ios', type: 'NSInvalidArgumentException', message: '-[__NSCFString objectForKey:]: unrecognized selector sent to instance 0x{hex}', sites: [
    [sw(0, 'GuideDetailViewModel.parseMeta(_:)'), sw(1, 'GuideDetailViewModel.load()'), sw(2, 'closure #1 in GuideDetailView.body.getter')],
    [sw(0, 'LiveRoomCell.configure(with:)'), sw(1, 'LiveListViewController.tableView(_:cellForRowAt:)'), sw(2, 'UITableView._createPreparedCellForGlobalRow')],
  ] },
  { platform: 'ios', type: 'EXC_BAD_ACCESS', message: 'KERN_INVALID_ADDRESS at 0x{hex}', sites: [
    [sw(0, 'TalentCanvas.draw(_:)'), sw(1, 'TalentCanvas.layoutSubviews()'), sw(2, 'CALayer layoutSublayers')],
    [sw(0, 'AudioSessionObserver.handleInterruption(_:)'), sw(1, 'NotificationCenter.post'), sw(2, 'LivePlayer.pause()')],
  ] },
  { platform: 'ios', type: 'Swift.DecodingError', message: 'keyNotFound(CodingKeys(stringValue: "price_cents", intValue: nil)) at orders[{n}]', sites: [
    [sw(0, 'OrderHistoryService.decode(_:)'), sw(1, 'OrderHistoryService.fetch(page:)'), sw(2, 'OrderHistoryView.task')],
    [sw(0, 'PackageListService.decode(_:)'), sw(1, 'PackageListService.fetch()'), sw(2, 'PowerStationView.onAppear')],
  ] },
  { platform: 'web', type: 'Error', message: 'ResizeObserver loop completed with undelivered notifications', sites: [
    [js('ResponsiveChart.measure', 'charts'), js('ResizeObserver.callback', 'charts'), js('flushResizeObservers', 'vendor')],
    [js('GearGrid.layout', 'builds'), js('ResizeObserver.callback', 'builds'), js('flushResizeObservers', 'vendor')],
    [js('LivePlayer.fit', 'live'), js('ResizeObserver.callback', 'live'), js('flushResizeObservers', 'vendor')],
  ] },
  { platform: 'android', type: 'java.net.SocketTimeoutException', message: 'failed to connect to api.mdr.example/{n}.{n}.{n}.{n} (port 443) after {n}ms', sites: [
    [kt('net.ApiClient.post', 'ApiClient.kt'), kt('guide.GuideRepository.list', 'GuideRepository.kt'), kt('guide.GuideViewModel$refresh$1.invokeSuspend', 'GuideViewModel.kt')],
    [kt('net.ApiClient.post', 'ApiClient.kt'), kt('live.LiveRepository.rooms', 'LiveRepository.kt'), kt('live.LiveViewModel$poll$1.invokeSuspend', 'LiveViewModel.kt')],
    [kt('net.ApiClient.post', 'ApiClient.kt'), kt('report.CrashUploader.flush', 'CrashUploader.kt'), kt('report.CrashUploader$start$1.run', 'CrashUploader.kt')],
  ] },
];

/** The template's text with its placeholders filled from `value` (deterministic per event). */
export function fillVariables(text: string, value: (kind: 'n' | 'hex' | 'id') => string): string {
  return text.replace(/\{(n|hex|id)\}/g, (_m, kind: 'n' | 'hex' | 'id') => value(kind));
}
