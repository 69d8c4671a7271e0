// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
// In Swift UIBackgroundConfiguration is a struct, in the UIKit overlay (TablesConfiguration.swift); the Objective-C
// class below is refined for Swift, as in Apple's SDK.
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UIColor;

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UIBackgroundConfiguration : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)listPlainCellConfiguration;
+ (instancetype)clearConfiguration;
@property (nonatomic, strong, nullable) UIView *customView;
@property (nonatomic) CGFloat cornerRadius;
@property (nonatomic, strong, nullable) UIColor *backgroundColor;
@end

NS_ASSUME_NONNULL_END
